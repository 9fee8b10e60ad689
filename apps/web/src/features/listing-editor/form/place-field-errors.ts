import { type FieldError } from '@bazaar/contracts';

/** Messages under inputs, keyed by the api field each input stands for. */
export type InputErrors = Partial<Record<string, string>>;

/**
 * Puts the problems the contract or the api reported under the form's inputs. A field with an
 * input of its own gets the message; a field that groups inputs (`location`, a variant's
 * `price`) gives it to each of them; a field below an input (`price.currency` of a variant)
 * goes up to the nearest one. The first message of a field wins; what has no input at all is
 * left for the form's own alert.
 */
export function placeFieldErrors(
  fields: readonly FieldError[],
  inputs: readonly string[],
): { placed: InputErrors; unplaced: FieldError[] } {
  const placed: InputErrors = {};
  const unplaced: FieldError[] = [];
  for (const problem of fields) {
    const targets = inputsFor(problem.field.replace(/^body\./, ''), inputs);
    if (targets.length === 0) {
      unplaced.push(problem);
      continue;
    }
    for (const target of targets) placed[target] ??= problem.message;
  }
  return { placed, unplaced };
}

function inputsFor(field: string, inputs: readonly string[]): string[] {
  let path = field;
  for (;;) {
    if (inputs.includes(path)) return [path];
    const inside = inputs.filter((input) => input.startsWith(`${path}.`));
    if (inside.length > 0) return inside;
    const cut = path.lastIndexOf('.');
    if (cut < 0) return [];
    path = path.slice(0, cut);
  }
}
