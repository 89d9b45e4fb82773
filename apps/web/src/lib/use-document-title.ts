import { useEffect } from 'react';

export const PRODUCT_NAME = 'Hearth';

/** Sets the browser tab title to "<page> · Hearth". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
