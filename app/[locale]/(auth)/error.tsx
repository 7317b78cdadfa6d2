'use client';
// Rendering this segment threw: the error page inside the layouts above it (components/errors/error-view.tsx).
import { ErrorView } from '@/components/errors/error-view';

export default ErrorView;
