/** Entry point. React and React Router pick their production builds from NODE_ENV at import. */
process.env.NODE_ENV ??= 'production';
await import('./start.ts');
export {};
