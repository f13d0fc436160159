/**
 * The same shape in another language (issue 22 §1): each text a text, each function message a
 * function of the same arguments. An English catalogue typed `English<typeof X_MESSAGES>` fails
 * the typecheck on a missing or an extra key (object literals), and en.test.ts checks the keys and
 * each function's arity at run time.
 */
export type English<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => English<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: English<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: English<T[K]> }
        : T;
