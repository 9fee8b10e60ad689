/** The font of stacks, ids and context values in the error logs. */
export const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
