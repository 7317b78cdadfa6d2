import '@testing-library/jest-dom';

// Outside a Next.js server there is no incremental cache: content readers run uncached in tests.
jest.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
}));
