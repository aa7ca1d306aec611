import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useProviderQuery } from '../lib/use-provider-query';
import { AdjustDialog, type Adjustment } from './adjust-dialog';
import { CurrencyCard } from './currency-card';
import { LedgerLines } from './ledger-lines';
import { balanceWords } from './money';
import { PaymentDialog } from './payment-dialog';

/**
 * A family's billing (docs/requirements.md#ledger), on a page of its own reached from Families: the balance at the
 * top, every ledger line with the balance after it, the payments, credits and refunds staff record, and the
 * currency the family is billed in.
 */
export function FamilyBillingPage() {
  const { id = '' } = useParams();
  const [round, setRound] = useState(0);
  const [paying, setPaying] = useState(false);
  const [adjusting, setAdjusting] = useState<Adjustment | null>(null);
  const families = useProviderQuery('families:billing', (p) => p.getFamilies());
  const ledger = useProviderQuery(`ledger:${id}:${round}`, (p) => p.getFamilyLedger(id));
  const family = families.data?.find((f) => f.id === id);
  const name = family ? (family.payerName ?? family.email) : 'Family';
  const reload = () => setRound((n) => n + 1);
  const data = ledger.data;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`Billing: ${name}`} />
      <Card component="section" aria-labelledby="ledger-heading">
        <CardContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <Link to="/families">All families</Link>
          </Typography>
          <Typography id="ledger-heading" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            Account of {name}
          </Typography>
          {ledger.error && (
            <Typography color="error">The account could not be loaded: {ledger.error.message}</Typography>
          )}
          {data ? (
            <>
              <Typography variant="h5" component="p" sx={{ my: 1 }} aria-live="polite" data-testid="family-balance">
                {balanceWords(data.balance, data.currency)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
                <Button variant="contained" onClick={() => setPaying(true)}>
                  Record payment
                </Button>
                <Button variant="outlined" onClick={() => setAdjusting('credit')}>
                  Grant credit
                </Button>
                <Button variant="outlined" onClick={() => setAdjusting('refund')}>
                  Record refund
                </Button>
              </Box>
              <LedgerLines ledger={data} />
            </>
          ) : (
            !ledger.error && <Typography>Loading the account…</Typography>
          )}
        </CardContent>
      </Card>
      {data && <CurrencyCard familyId={id} currency={data.currency} onSaved={reload} />}
      {paying && data && (
        <PaymentDialog
          familyId={id}
          currency={data.currency}
          onClose={() => setPaying(false)}
          onSaved={() => {
            setPaying(false);
            reload();
          }}
        />
      )}
      {adjusting && data && (
        <AdjustDialog
          kind={adjusting}
          familyId={id}
          currency={data.currency}
          onClose={() => setAdjusting(null)}
          onSaved={() => {
            setAdjusting(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
