import { Banner } from '../../components/layout/banner';
import { TextSections } from '../../components/ui/text-sections';
import { aboutSections } from '../../content/pages';

export default function AboutPage() {
  return (
    <>
      <Banner page="about" />
      <div className="section container narrow prose">
        <TextSections sections={aboutSections} />
      </div>
    </>
  );
}
