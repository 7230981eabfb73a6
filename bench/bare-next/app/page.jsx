export default function Page() {
  return <h1>A prerendered page</h1>;
}
