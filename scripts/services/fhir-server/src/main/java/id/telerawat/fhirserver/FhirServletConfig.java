package id.telerawat.fhirserver;

import ca.uhn.fhir.context.support.IValidationSupport;
import ca.uhn.fhir.jpa.api.config.JpaStorageSettings;
import ca.uhn.fhir.jpa.api.dao.IFhirSystemDao;
import ca.uhn.fhir.jpa.provider.IJpaSystemProvider;
import ca.uhn.fhir.jpa.provider.JpaCapabilityStatementProvider;
import ca.uhn.fhir.jpa.search.DatabaseBackedPagingProvider;
import ca.uhn.fhir.rest.server.RestfulServer;
import ca.uhn.fhir.rest.server.provider.ResourceProviderFactory;
import ca.uhn.fhir.rest.server.util.ISearchParamRegistry;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Serves the JPA resource providers as a FHIR R4 REST API under /fhir. */
@Configuration
public class FhirServletConfig {

  @Bean
  public ServletRegistrationBean<RestfulServer> fhirServlet(
      IFhirSystemDao<?, ?> systemDao,
      ResourceProviderFactory resourceProviders,
      IJpaSystemProvider systemProvider,
      DatabaseBackedPagingProvider paging,
      JpaStorageSettings storageSettings,
      ISearchParamRegistry searchParamRegistry,
      IValidationSupport validationSupport) {
    RestfulServer server = new RestfulServer(systemDao.getContext());
    server.registerProviders(resourceProviders.createProviders());
    server.registerProvider(systemProvider);
    server.setPagingProvider(paging);
    server.setDefaultPrettyPrint(false);
    JpaCapabilityStatementProvider capabilities =
        new JpaCapabilityStatementProvider(server, systemDao, storageSettings, searchParamRegistry, validationSupport);
    server.setServerConformanceProvider(capabilities);
    ServletRegistrationBean<RestfulServer> bean = new ServletRegistrationBean<>(server, "/fhir/*");
    bean.setLoadOnStartup(1);
    return bean;
  }
}
