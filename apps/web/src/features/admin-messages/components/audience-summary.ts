import { useTranslations } from 'use-intl';
import { type AdminMessageAudience } from '@bazaar/contracts';

/** A short description of an audience for the history list. */
export function useAudienceSummary() {
  const t = useTranslations('adminMessages');
  const tDivisions = useTranslations('divisions');
  return (audience: AdminMessageAudience): string => {
    switch (audience.kind) {
      case 'account':
        return t('audience.summaryAccount');
      case 'filter':
        return [
          t('audience.summaryFilter'),
          audience.section ? tDivisions(`${audience.section}.name`) : null,
          audience.status ? t(`accountStatus.${audience.status}`) : null,
        ]
          .filter(Boolean)
          .join(' · ');
      default:
        return t(`audience.${audience.kind}`);
    }
  };
}
