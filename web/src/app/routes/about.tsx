import art from '../../assets/banners/about.svg?raw';
import { Banner } from '../../components/layout/banner';
import { TextSections } from '../../components/ui/text-sections';
import { aboutSections } from '../../content/pages';
import { HydrateLater } from '../hydrate-later';

export default function AboutPage() {
  return (
    <>
      <Banner page="about" art={art} />
      <HydrateLater>
        <div className="section container prose">
          <TextSections sections={aboutSections} />
        </div>
      </HydrateLater>
    </>
  );
}
