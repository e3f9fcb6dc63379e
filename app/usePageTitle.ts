import { useI18n } from '@dars/i18n';
import { useEffect } from 'react';
import { useAppInfo } from './useAppInfo';

/** The page's `<meta name="description">`, created once if the HTML shell lacks it. */
function descriptionMeta(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * Sets the document title (the product name, then the page's own title: spec section 2) and the meta
 * description (the page and the product name, in the page's language).
 */
export function usePageTitle(page: string | null) {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const name = info?.name?.trim() || t('app.fallbackName');
  const description = t('app.description', { page: page ?? name, name });
  useEffect(() => {
    document.title = page ? `${name} | ${page}` : name;
    descriptionMeta().content = description;
  }, [name, page, description]);
}
