// The pages the shop measures (config/measured-pages.cjs: one address of every route and the
// variants shoppers arrive at), typed for the journeys.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the repository's CommonJS list
const measured = require('../../config/measured-pages.cjs') as {
  measuredPages: ReadonlyArray<{ name: string; path: string; cart?: boolean }>;
  measuredCart: (catalogOrigin: string) => unknown[];
};

export const { measuredPages, measuredCart } = measured;
