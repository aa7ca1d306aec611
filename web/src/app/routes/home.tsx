import art from '../../assets/banners/home.svg?raw';
import { Banner } from '../../components/layout/banner';
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

/** Home, in the order of docs/requirements.md#home-page. */
export default function HomePage() {
  return (
    <>
      <Banner page="home" art={art} />
      <WhoWeAre />
      <WhyUs />
      <CounterBlock />
      <CourseLists />
      <HowItWorks steps={homeHowItWorks} details={homeHowItWorksText} />
      <RisingStars />
      <TeacherCarousel />
      <StudentCarousel />
      <ContactSection />
      <FaqSection />
    </>
  );
}
