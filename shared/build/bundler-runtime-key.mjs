// The global under which the shell's page offers its federation bundler runtime to remote entries.
export const SHELL_BUNDLER_RUNTIME = '__MIMEA_FEDERATION_BUNDLER_RUNTIME__';
