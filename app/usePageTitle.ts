import { useI18n } from '@dars/i18n';
import { useEffect } from 'react';
import { useAppInfo } from './useAppInfo';

/** Sets the document title: the product name, then the page's own title (spec section 2). */
export function usePageTitle(page: string | null) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const name = info?.name?.trim() || t('app.fallbackName');
  useEffect(() => {
    document.title = page ? `${name} | ${page}` : name;
  }, [name, page]);
}
