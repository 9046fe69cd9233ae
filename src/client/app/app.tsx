export function App() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">Calmly</h1>
    </main>
  );
}
