/** The shape of a translation: any part of the English messages, with plain strings in place of English literals. */

import type { en } from './en';

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]?: Widen<T[K]> };

export type Translation = Widen<typeof en>;
