/**
 * Loads a screen's code in stages, a task each. One `import()` runs every module of the chunks it waited for in one
 * go once they are all there: for a cash screen (RTK Query's endpoints, yup's schemas, react-hook-form, MUI's text
 * field) that is one task of a couple of hundred milliseconds on a cheap phone, during which a tap gets no answer.
 * Importing the heavy dependencies first, each in a task of its own, leaves the last import little to run.
 */

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `stages` one after another, a task apart, and answers what the last one loads. */
export function importInStages<T>(stages: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  return stages
    .reduce<Promise<unknown>>((previous, stage) => previous.then(nextTask).then(stage), Promise.resolve())
    .then(nextTask)
    .then(last);
}

/** A loader that starts its work once: every later call answers the same promise (until it fails, when it retries). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
