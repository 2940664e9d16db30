export default function Page() {
  return <main><h1>Empty page</h1></main>;
}
