import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import adjustments from './adjustments/index';
import audit from './audit/index';
import { authProvider, FORBIDDEN_PATH } from './auth-provider';
import bonusCampaigns from './bonus-campaigns/index';
import { Dashboard } from './dashboard/dashboard';
import { createDataProvider } from './data-provider';
import games from './games/index';
import happyHours from './happy-hours/index';
import jackpots from './jackpots/index';
import { Forbidden } from './layout/forbidden';
import { CatchAll } from './layout/not-found';
import { ConsoleLayout } from './layout/layout';
import { darkTheme, lightTheme } from './layout/theme';
import { LoginPage } from './login/login-page';
import players from './players/index';
import { ReportsPage } from './reports/reports-page';
import { can, type Role } from './roles';
import { SiteConfigPage } from './site-config/site-config-edit';
import verifications from './verifications/index';
import withdrawals from './withdrawals/index';

const dataProvider = createDataProvider();

/** The console at /backoffice/: resources by role (the server enforces the same matrix). */
export function App() {
  // Real paths under /backoffice/ (the server answers index.html for each), not react-admin's default hash router.
  return (
    <BrowserRouter basename="/backoffice">
      <Admin
        title="Back office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        layout={ConsoleLayout}
        dashboard={Dashboard}
        catchAll={CatchAll}
        theme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
      >
        {(role: Role | undefined) => (
          <>
            {can(role, 'players') && <Resource name="players" {...players} />}
            {can(role, 'withdrawals') && <Resource name="withdrawals" {...withdrawals} />}
            {can(role, 'verifications') && <Resource name="verifications" {...verifications} />}
            {can(role, 'adjustments') && <Resource name="adjustments" {...adjustments} />}
            {can(role, 'happy_hours') && <Resource name="happy_hours" {...happyHours} />}
            {can(role, 'bonus_campaigns') && <Resource name="bonus_campaigns" {...bonusCampaigns} />}
            {can(role, 'jackpots') && <Resource name="jackpots" {...jackpots} />}
            {can(role, 'games') && <Resource name="games" {...games} />}
            {can(role, 'audit') && <Resource name="audit" {...audit} />}
            <CustomRoutes>
              <Route path={FORBIDDEN_PATH} element={<Forbidden />} />
              {can(role, 'reports') && <Route path="/reports" element={<ReportsPage />} />}
              {can(role, 'site_config') && <Route path="/site-config" element={<SiteConfigPage />} />}
            </CustomRoutes>
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}
