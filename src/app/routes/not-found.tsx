import { NotFoundPage, notFoundMeta } from '../not-found-page';

export function meta() {
  return notFoundMeta();
}

export default function NotFound() {
  return <NotFoundPage />;
}
