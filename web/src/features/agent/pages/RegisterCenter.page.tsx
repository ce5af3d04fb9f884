import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AffiliateLinks } from '../components/AffiliateLinks';
import { CreateDownlineForm } from '../components/CreateDownlineForm';
import { RebateSettings } from '../components/RebateSettings';
import { RegisteredAffiliates } from '../components/RegisteredAffiliates';

/** registerCenter: new downline accounts, affiliate links, the downline's rebate rates, who joined. */
export function RegisterCenterPage() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="create" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="create" data-testid="register-tab-create">
          {t('agent.register.create')}
        </Tabs.Tab>
        <Tabs.Tab value="links" data-testid="register-tab-links">
          {t('agent.affiliate.title')}
        </Tabs.Tab>
        <Tabs.Tab value="rebates" data-testid="register-tab-rebates">
          {t('agent.rebates.title')}
        </Tabs.Tab>
        <Tabs.Tab value="affiliates" data-testid="register-tab-affiliates">
          {t('agent.affiliate.registered')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="create">
        <CreateDownlineForm />
      </Tabs.Panel>
      <Tabs.Panel value="links">
        <AffiliateLinks />
      </Tabs.Panel>
      <Tabs.Panel value="rebates">
        <RebateSettings />
      </Tabs.Panel>
      <Tabs.Panel value="affiliates">
        <RegisteredAffiliates />
      </Tabs.Panel>
    </Tabs>
  );
}
