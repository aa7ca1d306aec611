import art from '../../assets/banners/career.svg?raw';
import { Banner } from '../../components/layout/banner';
import { HowItWorks } from '../../components/ui/how-it-works';
import { TextSections } from '../../components/ui/text-sections';
import { careerGuidance, careerHowItWorks, careerHowItWorksText } from '../../content/pages';
import { ApplicationForm } from '../../features/career/components/application-form';

export default function CareerPage() {
  return (
    <>
      <Banner page="career" art={art} />
      <div className="section container narrow prose">
        <TextSections sections={[careerGuidance]} />
      </div>
      <HowItWorks steps={careerHowItWorks} details={careerHowItWorksText} />
      <section className="section container narrow" aria-labelledby="application-title">
        <h2 id="application-title">Application Form</h2>
        <ApplicationForm />
      </section>
    </>
  );
}
