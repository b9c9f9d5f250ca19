export declare const executablePath: string;
export declare const args: string[];
