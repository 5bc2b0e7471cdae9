import { useEffect } from 'react';
import { pageTitle } from '@hirelane/domain/product/product';

/** Sets the document title to "{title} · Hirelane". */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
};
