import art from '../../assets/banners/home.svg?raw';
import { Banner } from '../../components/layout/banner';
import { HydrateLater } from '../hydrate-later';
import { HowItWorks } from '../../components/ui/how-it-works';
import { homeHowItWorks, homeHowItWorksText } from '../../content/pages';
import { ContactSection } from '../../features/contact/components/contact-section';
import { FaqSection } from '../../features/faq/components/faq-section';
import { CounterBlock } from '../../features/home/components/counter-block';
import { CourseLists } from '../../features/home/components/course-lists';
import { RisingStars } from '../../features/home/components/rising-stars';
import { StudentCarousel } from '../../features/home/components/student-carousel';
import { TeacherCarousel } from '../../features/home/components/teacher-carousel';
import { WhoWeAre } from '../../features/home/components/who-we-are';
import { WhyUs } from '../../features/home/components/why-us';

/** Home, in the order of docs/requirements.md#home-page; each section hydrates in a task of its own. */
export default function HomePage() {
  return (
    <>
      <Banner page="home" art={art} />
      <HydrateLater>
        <WhoWeAre />
      </HydrateLater>
      <HydrateLater>
        <WhyUs />
      </HydrateLater>
      <HydrateLater>
        <CounterBlock />
      </HydrateLater>
      <HydrateLater>
        <CourseLists />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks steps={homeHowItWorks} details={homeHowItWorksText} />
      </HydrateLater>
      <HydrateLater>
        <RisingStars />
      </HydrateLater>
      {/* these may render nothing: each holds its own part (the student carousel's slider loads when seen) */}
      <TeacherCarousel />
      <StudentCarousel />
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
      <FaqSection />
    </>
  );
}
