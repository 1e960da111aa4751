/**
 * A moment one side of a race waits for and the other announces: `await reached` until someone
 * calls `reach()`. (Promise.withResolvers, which Node 20 does not have yet.)
 */
export function moment() {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reach, reached };
}
