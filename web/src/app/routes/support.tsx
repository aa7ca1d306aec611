import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import art from '../../assets/banners/support.svg?raw';
import { Banner } from '../../components/layout/banner';

/** /Support replaces its history entry with /#support, which scrolls to the contact form. */
export default function SupportPage() {
  const navigate = useNavigate();
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
      </div>
    </>
  );
}
