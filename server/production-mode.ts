// React (and what else reads NODE_ENV) picks its production or development build when first loaded,
// and development React renders pages several times slower. This server is the production site unless
// told otherwise, so every entry that serves pages imports this module first, before anything loads
// React. The dev server (react-router dev) and the test runner set their own NODE_ENV, which is kept.
process.env.NODE_ENV ??= "production";
