import art from '../../assets/banners/trial.svg?raw';
import { Banner } from '../../components/layout/banner';
import { trialIntro } from '../../content/pages';
import { TrialForm } from '../../features/trial/components/trial-form';
import { HydrateLater } from '../hydrate-later';

export default function TrialPage() {
  return (
    <>
      <Banner page="trial" art={art} />
      <HydrateLater>
        <section id="book" className="section container split" aria-labelledby="trial-title">
          <div>
            <h2 id="trial-title">Book a Free Trial</h2>
            <p>{trialIntro}</p>
          </div>
          <div>
            <TrialForm />
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
