import art from '../../assets/banners/terms.svg?raw';
import { Banner } from '../../components/layout/banner';
import { TextSections } from '../../components/ui/text-sections';
import { LEGAL_UPDATED, termsSections } from '../../content/legal';

export default function TermsPage() {
  return (
    <>
      <Banner page="terms" art={art} />
      <div className="section container prose">
        <p className="muted">{LEGAL_UPDATED}</p>
        <TextSections sections={termsSections} />
      </div>
    </>
  );
}
