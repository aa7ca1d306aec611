import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import art from '../../assets/banners/support.svg?raw';
import { Banner } from '../../components/layout/banner';
import { SchoolPhoneLines } from '../../components/ui/school-phone-lines';
import { useSiteContent } from '../../content/site-content';
import { FaqSection } from '../../features/faq/components/faq-section';

/**
 * /Support replaces its history entry with /#support, which scrolls to the contact form (the home page has the
 * FAQ under it). Until then, and without JavaScript, the page itself has the phone lines and the FAQ.
 */
export default function SupportPage() {
  const navigate = useNavigate();
  const { school } = useSiteContent();
  useEffect(() => {
    void navigate('/#support', { replace: true });
  }, [navigate]);
  return (
    <>
      <Banner page="support" art={art} />
      <div className="section container narrow">
        <p>
          Taking you to our <Link to="/#support">contact form</Link>…
        </p>
        <SchoolPhoneLines school={school} />
      </div>
      <FaqSection />
    </>
  );
}
