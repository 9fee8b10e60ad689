/** Thrown when the environment holds a wrong value; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}
