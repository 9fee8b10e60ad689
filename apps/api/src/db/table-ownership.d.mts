/** The module that owns a schema file's tables, and their names (table-ownership.mjs). */
export declare const tableOwnership: Record<string, { owner: string; tables: string[] }>;
export declare const sharedSchemaFiles: string[];
