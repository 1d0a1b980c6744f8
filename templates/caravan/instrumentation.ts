// Opens the store when the server starts, so the first page is quick and a bad data
// directory is reported at once, in a sentence.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ appStore }, { template }] = await Promise.all([
    import('@dealer/platform/web/app-context'),
    import('./template'),
  ]);
  try {
    await appStore(template);
  } catch (error) {
    if (error instanceof Error && error.name === 'DataDirError') {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
