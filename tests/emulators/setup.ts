import { setLogLevel as setFirestoreLogLevel } from 'firebase/firestore';
import { setLogLevel as setFirestoreLiteLogLevel } from 'firebase/firestore/lite';
// As in the unit tests on Node: an unexpected console.error (Firebase logs its failures there) fails the test.
import '../unit/firebase/setup';

// Firestore warns about every request the rules refuse, which these tests make on purpose; errors still show.
setFirestoreLogLevel('error');
setFirestoreLiteLogLevel('error');
