// The dependencies the stories' browser bundle needs, pre-bundled up front so the page never
// reloads half way through a test run. Storybook and the screenshot tests add their own.
export const storyDependencies = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'storybook/test',
  '@dealer/design-system > radix-ui',
  '@dealer/design-system > react-hook-form',
  '@dealer/design-system > @vanilla-extract/dynamic',
  '@dealer/design-system > @vanilla-extract/recipes/createRuntimeFn',
  '@dealer/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
];
