/** For the art's tests: where a path drawn by lettering.ts lies. */

/** The box a path's points span (control points included), from its data: absolute M, then relative commands. */
export function pathBox(d: string): { left: number; right: number; top: number; bottom: number } {
  const tokens = d.match(/[MmLlQqCcZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = '';
  let current = [0, 0];
  let start = [0, 0];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (/[a-z]/i.test(token)) {
      command = token;
      i += 1;
      if (/z/i.test(command)) current = start;
      continue;
    }
    const arity = { M: 2, m: 2, l: 2, q: 4, c: 6 }[command];
    if (!arity) throw new Error(`Unexpected command '${command}' in ${d.slice(0, 40)}…`);
    const numbers = tokens.slice(i, i + arity).map(Number);
    if (!numbers.every(Number.isFinite)) throw new Error(`Not a number in ${d.slice(0, 40)}…`);
    const base = command === 'M' ? [0, 0] : current;
    for (let k = 0; k < arity; k += 2) {
      xs.push(base[0]! + numbers[k]!);
      ys.push(base[1]! + numbers[k + 1]!);
    }
    current = [xs.at(-1)!, ys.at(-1)!];
    if (/m/i.test(command)) start = current;
    i += arity;
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}
