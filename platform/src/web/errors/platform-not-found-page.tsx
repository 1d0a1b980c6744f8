/** A 404 for a host that is not one of this app's sites: names no site and shows no site data. */
export function PlatformNotFound() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '64px auto',
        padding: 16,
      }}
    >
      <title>Site not found</title>
      <h1>404: Site not found</h1>
      <p>There is no dealer site at this address. Check the address and try again.</p>
    </main>
  );
}
