import { render, screen } from '@testing-library/react';
import { MessagesContext } from '../../../i18n';
import { hi } from '../../../i18n/hi';
import { translate } from '../../../i18n/messages';
import { HomeScreen } from './home-screen';

const intro = () => screen.getByRole('heading', { level: 1 }).nextElementSibling;

describe('the lobby greeting', () => {
  it('asks a player where real money is taken to deposit, and a visitor only to sign up and play', () => {
    const { rerender } = render(<HomeScreen brandName="Lucky Star" signedIn />);
    expect(intro()).toHaveTextContent('Deposit to top it up');
    rerender(<HomeScreen brandName="Lucky Star" signedIn={false} />);
    expect(intro()).toHaveTextContent('Sign up with your phone number in a minute and start playing.');
    expect(intro()).not.toHaveTextContent(/deposit/i);
  });

  it('tells a player where the site plays for fun that games play on the play balance, in English and Hindi', () => {
    render(<HomeScreen brandName="Shubh Play" signedIn play />);
    expect(intro()).toHaveTextContent('Every game here plays for fun on your play balance');
    expect(intro()).not.toHaveTextContent(/deposit/i);
  });

  it('speaks Hindi on the Hindi pages, with no word of depositing', () => {
    const { rerender } = render(
      <MessagesContext.Provider value={translate('hi', { hi })}>
        <HomeScreen brandName="Shubh Play" signedIn play />
      </MessagesContext.Provider>,
    );
    expect(intro()).toHaveTextContent('प्ले बैलेंस पर मज़े के लिए');
    expect(intro()).not.toHaveTextContent('जमा');
    rerender(
      <MessagesContext.Provider value={translate('hi', { hi })}>
        <HomeScreen brandName="Shubh Play" signedIn={false} />
      </MessagesContext.Provider>,
    );
    expect(intro()).not.toHaveTextContent('जमा');
  });
});
