import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateDealerProfile, useDealerProfiles } from '../../api/dealerProfiles';
import { useLocalizedPath } from '../../routes/useLocalizedPath';
import { useToasts } from '../../shell/useToasts';
import { regionOfRole } from './roleNames';

/** A dealer account just made: who, their dealer number and the roles that hold their region. */
export interface CreatedDealer {
  username: string;
  hnr: string;
  roles: string[];
}

interface DealerCreatedNoticeProps {
  dealer: CreatedDealer;
  onClose(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * After a dealer account is created: their sheets show name, address and logo from the dealer
 * profile of their number, so the admin is offered that profile at once, made if it is missing.
 */
export function DealerCreatedNotice({ dealer, onClose }: DealerCreatedNoticeProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToasts();
  const profiles = useDealerProfiles();
  const create = useCreateDealerProfile();
  const existing = profiles.data?.find((profile) => profile.hnr === dealer.hnr);
  const open = (id: number) => navigate(to(`/dealers?profile=${id}`));
  const region = dealer.roles.map(regionOfRole).find((code) => code !== null) ?? 'none';

  return (
    <Alert
      severity="success"
      onClose={onClose}
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={profiles.isPending || create.isPending}
          onClick={() => {
            if (existing) {
              void open(existing.id);
              return;
            }
            create.mutate(
              { hnr: dealer.hnr, region },
              {
                onSuccess: (profile) => void open(profile.id),
                onError: (error) =>
                  enqueueSnackbar(t('users.profileFailed', { message: messageOf(error) }), {
                    variant: 'error',
                  }),
              },
            );
          }}
        >
          {existing ? t('users.openProfile') : t('users.createProfile')}
        </Button>
      }
    >
      {t('users.dealerCreated', { username: dealer.username, hnr: dealer.hnr })}
    </Alert>
  );
}
