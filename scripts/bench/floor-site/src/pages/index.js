/**
 * The floor of `npm run bench:web` (scripts/bench/web.ts): a bare Gatsby 5 + React 19 page, no MUI, no Redux, no
 * plugins; a heading and a paragraph. The bench builds it outside the repo (with the repo's node_modules), serves it
 * with the provider server as it serves the brands, and prints each page's LCP and TBT as a ratio to this page's on
 * the same machine in the same run. Keep it bare: anything added here raises the floor.
 */
export default function Floor() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Gatsby 5 + React 19 page: the least a Gatsby page costs on this machine.</p>
    </main>
  );
}

export const Head = () => <title>Floor</title>;
