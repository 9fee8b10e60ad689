import { notFound } from 'next/navigation';

/** `/404`: the not-found view, answered with status 404. */
export default function NotFoundPage() {
  notFound();
}
