import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: {
    // Loaders and actions get the request as it came, not copies made for each of them (two new
    // Requests a loader, each with its own AbortSignal); they read the page's address from `url`.
    v8_passThroughRequests: true,
  },
} satisfies Config;
