// The smallest App Router site: the baseline the budgets in PRODUCT.md compare against.
export const metadata = { title: 'Empty', description: 'An empty Next.js page, for comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
