// Jest's stand-in for a stylesheet import: the build inlines the CSS, tests need none of it.
export {};
