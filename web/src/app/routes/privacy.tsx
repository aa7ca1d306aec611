import art from '../../assets/banners/privacy.svg?raw';
import { Banner } from '../../components/layout/banner';
import { TextSections } from '../../components/ui/text-sections';
import { LEGAL_UPDATED, privacySections } from '../../content/legal';
import { PrivacyFacts } from '../../features/privacy/privacy-facts';

export default function PrivacyPage() {
  return (
    <>
      <Banner page="privacy" art={art} />
      <div className="section container prose">
        <p className="muted">{LEGAL_UPDATED}</p>
        <TextSections sections={privacySections} />
        <PrivacyFacts />
      </div>
    </>
  );
}
