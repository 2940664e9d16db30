// Vitest stands in for the server: 'server-only' guards are for the Next.js bundler.
export {};
