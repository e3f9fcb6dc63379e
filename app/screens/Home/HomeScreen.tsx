import { useI18n } from '@dars/i18n';
import { SafeHtml } from '@dars/ui';
import { useAppInfo } from '../../useAppInfo';
import * as styles from './HomeScreen.css';

/** Home: a placeholder until the home issue builds the carousels and sections. */
export default function HomeScreen() {
  const { t } = useI18n();
  const { info } = useAppInfo();
  const name = info?.name || t('app.fallbackName');

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {t('home.welcome', { name })}
      </h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      {info?.about_us.description ? <SafeHtml className={styles.about} html={info.about_us.description} /> : null}
    </section>
  );
}
