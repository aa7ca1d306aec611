import art from '../../assets/banners/career.svg?raw';
import { Banner } from '../../components/layout/banner';
import { HowItWorks } from '../../components/ui/how-it-works';
import { TextSections } from '../../components/ui/text-sections';
import { careerGuidance, careerHowItWorks, careerHowItWorksText } from '../../content/pages';
import { ApplicationForm } from '../../features/career/components/application-form';
import { HydrateLater } from '../hydrate-later';

export default function CareerPage() {
  return (
    <>
      <Banner page="career" art={art} />
      <HydrateLater>
        <div className="section container prose">
          <TextSections sections={[careerGuidance]} />
        </div>
      </HydrateLater>
      <HydrateLater>
        <HowItWorks steps={careerHowItWorks} details={careerHowItWorksText} />
      </HydrateLater>
      <HydrateLater>
        <section className="section container" aria-labelledby="application-title">
          <div className="measure">
            <h2 id="application-title">Application Form</h2>
            <ApplicationForm />
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
